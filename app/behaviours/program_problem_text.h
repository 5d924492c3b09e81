#pragma once
// A program problem (core/program.h) in the interface language: the command line's --behaviours,
// lesson files and the Behaviours panel word it the same way.
#include "program.h"

#include <QString>

QString programProblemText(const steer::ProgramError& e);
// Every behaviour a program can call, as written: "seek:T, flee:T, ... lennard-jones".
QString callSyntaxList();
